/** §3 Weight tickets: MilitaryBranch and MilitaryBranchOther. */
import { MilitaryBranch } from './enums';

/** The military fields of the reservation payload. */
export interface MilitaryBranchFields {
  /** Null when the move has no weight tickets (or no branch was chosen). */
  readonly MilitaryBranch: MilitaryBranch | null;
  readonly MilitaryBranchOther?: string;
}

/** §3: "MilitaryBranchOther (sent only when the branch is Other)"; its text is trimmed. */
export function militaryBranchFields(branch: MilitaryBranch | null, otherText: string): MilitaryBranchFields {
  return branch === MilitaryBranch.Other
    ? { MilitaryBranch: branch, MilitaryBranchOther: otherText.trim() }
    : { MilitaryBranch: branch };
}
