// What a page shows while its one read is on the way: a heading's and a body's outline.
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export function PageSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={2} aria-busy="true" aria-label={label}>
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rounded" height={360} />
    </Stack>
  );
}
