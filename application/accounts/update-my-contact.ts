import { errAsync, type ResultAsync } from 'neverthrow';
import { type ContactFields, validateContact } from '../../domain/accounts/sign-up-rules';
import type { ValidationFailure } from '../../domain/validation/field-messages';
import type { SignInRequired } from '../errors';
import type { StorageUnavailable, UserRepository } from '../ports/user-repository';
import { UseCase } from '../use-case';
import { type ContactGet, contactOf } from './contact-get';
import type { Viewer } from './viewer';

export type UpdateMyContactError = SignInRequired | ValidationFailure | StorageUnavailable;

/**
 * POST contacts/me (§7): the signed-in user changes their own contact record (§3 Contact: FirstName,
 * LastName, PhoneNumber, sent as digits only, §5) and gets it back as GET contacts/me reads it. Only the
 * viewer's own record can be changed: the id comes from the session, never from the request.
 */
export class UpdateMyContact extends UseCase<{ users: UserRepository }> {
  execute(input: { viewer: Viewer; contact: ContactFields }): ResultAsync<ContactGet, UpdateMyContactError> {
    const { viewer } = input;
    if (viewer === null) return errAsync({ kind: 'SignInRequired' });
    const valid = validateContact(input.contact);
    if (valid.isErr()) return errAsync(valid.error);
    return this.deps.users.update(viewer.userId, valid.value).andThen(contactOf);
  }
}
