import { Role } from '../../domain/accounts/enums';

/** A demo account of the embedded default, with its password in the clear so the README can print it. */
export interface DemoUser {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

/** The demo customer and the demo staff member (embedded default only; never with DATABASE_URL). */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'demo@relomove.test',
    password: 'moving-day-2026',
    role: Role.customer,
    firstName: 'Casey',
    lastName: 'Demo',
    phoneNumber: '3125550100',
  },
  {
    email: 'staff@relomove.test',
    password: 'lookup-desk-2026',
    role: Role.staff,
    firstName: 'Sam',
    lastName: 'Staff',
    phoneNumber: '3125550101',
  },
];
