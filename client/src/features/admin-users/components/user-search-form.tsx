import { adminUsersQuerySchema } from '@common/contracts/admin-users';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ADMIN_USERS_COPY as C } from '@/content/admin-users-copy';

const searchSchema = adminUsersQuerySchema.pick({ email: true });

/** The e-mail search: part of an address is enough; empty lists every account. */
export function UserSearchForm({ initial, onSearch }: { initial: string; onSearch(email: string): void }) {
  const form = useZodForm(searchSchema, { defaultValues: { email: initial } });
  return (
    <Form form={form} onSubmit={(values) => onSearch(values.email)} role="search" className="flex flex-wrap items-end gap-3">
      {/* the whole row on a phone, beside the button when there is room */}
      <div className="min-w-0 flex-1 basis-64">
        <TextField
          id="user-search"
          type="search"
          label={C.searchLabel}
          placeholder={C.searchPlaceholder}
          autoComplete="off"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <Button type="submit">{C.searchSubmit}</Button>
    </Form>
  );
}
