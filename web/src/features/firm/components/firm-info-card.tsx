// The firm-info card clients see (spec 1 §2 "Client dashboard", and the help page): the firm's name
// and how to reach it (address, phone, email), with the details the firm has not given left out.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { EMPTY_FIRM_CONTACT, type FirmContact } from '@portico/common/firm/firm-dto';
import { addressLines } from '@portico/common/format/postal-address';
import { formatPhone } from '@portico/common/people/phone';
import { visuallyHidden } from '@/components/visually-hidden';

function ContactLine({
  icon: Icon,
  label,
  children,
}: {
  icon: SvgIconComponent;
  label: string;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Icon fontSize="small" sx={{ color: 'text.secondary', mt: '2px' }} aria-hidden />
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Box component="span" sx={visuallyHidden}>
          {label}:{' '}
        </Box>
        {children}
      </Box>
    </Stack>
  );
}

/** The firm's contact lines; nothing when the firm has given none. */
export function FirmContactLines({ contact }: { contact: FirmContact | undefined }) {
  const { email, phone, ...address } = { ...EMPTY_FIRM_CONTACT, ...contact };
  const lines = addressLines(address);
  if (!email && !phone && lines.length === 0) return null;
  return (
    <Stack component="address" spacing={1.25} sx={{ fontStyle: 'normal' }}>
      {lines.length > 0 && (
        <ContactLine icon={PlaceOutlined} label="Address">
          {lines.map((line) => (
            <Box component="span" key={line} sx={{ display: 'block' }}>
              {line}
            </Box>
          ))}
        </ContactLine>
      )}
      {phone && (
        <ContactLine icon={PhoneOutlined} label="Phone">
          <Link href={`tel:+1${phone}`} underline="hover">
            {formatPhone(phone)}
          </Link>
        </ContactLine>
      )}
      {email && (
        <ContactLine icon={EmailOutlined} label="Email">
          <Link href={`mailto:${email}`} underline="hover">
            {email}
          </Link>
        </ContactLine>
      )}
    </Stack>
  );
}

export function FirmInfoCard({
  name,
  contact,
  title = 'Your firm',
  description,
  action,
}: {
  name: string;
  contact: FirmContact | undefined;
  /** The small heading above the firm's name. */
  title?: string;
  /** A line under the name, before the contact details. */
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
        <Typography variant="overline" component="h2" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h2" component="p" sx={{ mb: 2 }}>
          {name}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
            {description}
          </Typography>
        )}
        <FirmContactLines contact={contact} />
        {action && <Box sx={{ mt: 2.5 }}>{action}</Box>}
      </CardContent>
    </Card>
  );
}
