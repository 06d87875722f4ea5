import { PLANS } from '@common/catalog/plans';
import type { AdminUser } from '@common/contracts/admin-users';
import { Link } from 'wouter';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { ADMIN_USERS_COPY as C } from '@/content/admin-users-copy';
import { formatDate } from '@/lib/format-date';
import { AccessBadge } from './access-badge';

// On a phone the table keeps e-mail, credits and status; role, plan, verification and last sign-in are on the account's page.
const WIDE = 'hidden md:table-cell';
const SMALL_UP = 'hidden sm:table-cell';

/** The accounts of one search page; each e-mail opens the account. */
export function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <div className="rounded-card border border-border bg-surface px-4">
      <Table>
        <TableCaption>{C.tableCaption}</TableCaption>
        <TableHead>
          <tr>
            <TableHeaderCell>{C.colEmail}</TableHeaderCell>
            <TableHeaderCell className={WIDE}>{C.colPlan}</TableHeaderCell>
            <TableHeaderCell className={SMALL_UP}>{C.colRole}</TableHeaderCell>
            <TableHeaderCell numeric>{C.colCredits}</TableHeaderCell>
            <TableHeaderCell className={WIDE}>{C.colVerified}</TableHeaderCell>
            <TableHeaderCell className={WIDE}>{C.colLastSignIn}</TableHeaderCell>
            <TableHeaderCell>{C.colStatus}</TableHeaderCell>
          </tr>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id}>
              <TableCell className="[overflow-wrap:anywhere]">
                <Link href={`/admin/users/${user.id}`} className="font-medium text-primary underline-offset-2 hover:underline">
                  {user.email}
                </Link>
              </TableCell>
              <TableCell className={WIDE}>{PLANS[user.plan].names.pricing}</TableCell>
              <TableCell className={SMALL_UP}>{user.role === 'admin' ? C.roleAdmin : C.roleUser}</TableCell>
              <TableCell numeric>{user.credits}</TableCell>
              <TableCell className={WIDE}>{user.emailVerifiedAt ? C.yes : C.no}</TableCell>
              <TableCell className={`${WIDE} whitespace-nowrap`}>{user.lastSignInAt ? formatDate(user.lastSignInAt) : C.never}</TableCell>
              <TableCell>
                <AccessBadge disabled={Boolean(user.disabledAt)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
