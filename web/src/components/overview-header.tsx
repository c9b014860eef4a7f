// The header of a staff record view (an entity, a user): "Overview", the record's name as the
// page heading, a line under it, its status chips, and its actions on the right.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function OverviewHeader({
  title,
  subtitle,
  chips,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  chips?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between' }}
    >
      <Box>
        <Typography variant="overline" color="text.secondary">
          Overview
        </Typography>
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        {chips && (
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {chips}
          </Stack>
        )}
      </Box>
      {actions}
    </Stack>
  );
}
