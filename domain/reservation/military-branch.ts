/** §3 Weight tickets: MilitaryBranch and MilitaryBranchOther. */
import { MilitaryBranch } from './enums';

/** The military fields of the reservation payload. */
export interface MilitaryBranchFields {
  readonly MilitaryBranch: MilitaryBranch;
  readonly MilitaryBranchOther?: string;
}

/** §3: "MilitaryBranchOther (sent only when the branch is Other)"; its text is trimmed. */
export function militaryBranchFields(branch: MilitaryBranch, otherText: string): MilitaryBranchFields {
  return branch === MilitaryBranch.Other
    ? { MilitaryBranch: branch, MilitaryBranchOther: otherText.trim() }
    : { MilitaryBranch: branch };
}
