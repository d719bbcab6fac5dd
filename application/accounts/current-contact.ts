import { errAsync, type ResultAsync } from 'neverthrow';
import type { SignInRequired } from '../errors';
import type { StorageUnavailable, UserRepository } from '../ports/user-repository';
import { UseCase } from '../use-case';
import { type ContactGet, contactOf } from './contact-get';
import type { Viewer } from './viewer';

/** GET contacts/me (§7): the signed-in user's own contact record. */
export class CurrentContact extends UseCase<{ users: UserRepository }> {
  execute(input: { viewer: Viewer }): ResultAsync<ContactGet, SignInRequired | StorageUnavailable> {
    const { viewer } = input;
    if (viewer === null) return errAsync({ kind: 'SignInRequired' });
    return this.deps.users.findById(viewer.userId).andThen(contactOf);
  }
}
