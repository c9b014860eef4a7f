// Labelled details of a record (an entity's emails and address) as a description list, side by side
// where there is room; a detail with nothing in it says so rather than leaving a gap.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export const NOT_PROVIDED = 'Not provided';

export interface Detail {
  label: string;
  /** The value's lines; none means not provided. */
  lines: string[];
  /** Where the value links to (mailto:, tel:), when it is a single line. */
  href?: string;
}

export function DetailList({ details }: { details: Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: { xs: 2, sm: 3 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${Math.min(details.length, 3)}, minmax(0, 1fr))`,
        },
      }}
    >
      {details.map((detail) => (
        <div key={detail.label}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mb: 0.25 }}>
            {detail.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {detail.lines.length === 0 ? (
              <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                {NOT_PROVIDED}
              </Box>
            ) : detail.href && detail.lines.length === 1 ? (
              <Link href={detail.href} underline="hover">
                {detail.lines[0]}
              </Link>
            ) : (
              detail.lines.map((line) => (
                <Box component="span" key={line} sx={{ display: 'block' }}>
                  {line}
                </Box>
              ))
            )}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
