import type { StaffReadError } from '../../application/errors';
import { CliFailure, ExitCode } from './io';

/**
 * The failure of a staff listing: not staff (the use case's message), not signed in ('Sign in as staff to
 * <action>.') or storage trouble ('The <what> could not be read: …').
 */
export function staffReadFailure(error: StaffReadError, action: string, what: string): CliFailure {
  switch (error.kind) {
    case 'StaffOnly':
      return new CliFailure(error.message, ExitCode.Refused);
    case 'SignInRequired':
      return new CliFailure(`Sign in as staff to ${action}.`, ExitCode.Refused);
    case 'StorageUnavailable':
      return new CliFailure(`The ${what} could not be read: ${error.message}`, ExitCode.Refused);
  }
}
