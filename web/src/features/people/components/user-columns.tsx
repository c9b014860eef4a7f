// The Users table's columns. The preferred-name toggle shows the preferred name where one is set;
// show-details adds phone, tax return name, external id and creation date (spec 3 §9).
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { formatPhone } from '@portico/common/people/phone';
import type { UserRowDto } from '@portico/common/people/people-list';
import { paths } from '@/config/paths';
import type { ListColumn } from '@/components/list-table';
import { UserRowActions } from './user-row-actions';

export interface UserColumnOptions {
  preferredName: boolean;
  showDetails: boolean;
  onStatus: (user: UserRowDto) => void;
}

const displayName = (u: UserRowDto, preferred: boolean) =>
  (preferred && u.preferred_name ? `${u.preferred_name} ${u.lname}` : u.full_name) || '(no name)';

export function userColumns({
  preferredName,
  showDetails,
  onStatus,
}: UserColumnOptions): ListColumn<UserRowDto>[] {
  const details: ListColumn<UserRowDto>[] = [
    { id: 'phone', label: 'Phone', render: (u) => formatPhone(u.phone_number) },
    { id: 'tax-return-name', label: 'Tax return name', render: (u) => u.tax_return_name },
    { id: 'external', label: 'External ID', render: (u) => u.external_user_id },
    {
      id: 'created',
      label: 'Created',
      sortBy: 'created_at',
      render: (u) => new Date(u.created_at).toLocaleDateString(),
    },
  ];
  return [
    {
      id: 'name',
      label: 'Name',
      sortBy: 'name',
      render: (u) => (
        <Link component={RouterLink} to={paths.staff.user.getHref(u.id)}>
          {displayName(u, preferredName)}
        </Link>
      ),
    },
    {
      id: 'email',
      label: 'Email',
      sortBy: 'email',
      render: (u) => (u.has_temp_email ? '' : u.email),
    },
    ...(showDetails ? details : []),
    {
      id: 'tags',
      label: 'Tags',
      render: (u) => (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {u.contact_tags.map((t) => (
            <Chip key={t.id} size="small" label={t.name} />
          ))}
        </Stack>
      ),
    },
    {
      id: 'status',
      label: 'Status',
      render: (u) => (u.paying ? (u.readonly_access ? 'Read-only' : 'Active') : 'Inactive'),
    },
    {
      id: 'actions',
      label: 'Actions',
      render: (u) => <UserRowActions user={u} onStatus={onStatus} />,
    },
  ];
}
