import { describe, expect, it } from 'vitest';
import { MilitaryBranch } from './enums';
import { militaryBranchFields } from './military-branch';

describe('militaryBranchFields (§3 Weight tickets)', () => {
  it('sends MilitaryBranchOther only when the branch is Other (§3)', () => {
    expect(militaryBranchFields(MilitaryBranch.Other, ' Space Force ')).toEqual({
      MilitaryBranch: 'Other',
      MilitaryBranchOther: 'Space Force',
    });
    expect(militaryBranchFields(MilitaryBranch.Navy, 'ignored')).toEqual({ MilitaryBranch: 'Navy' });
    expect('MilitaryBranchOther' in militaryBranchFields(MilitaryBranch.Army, '')).toBe(false);
  });
});
