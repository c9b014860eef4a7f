// The firm's (or Portico's) name with a monogram, used in app bars and the sign-in card.
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function BrandMark({
  name,
  logoUrl,
  size = 'medium',
  inverted = false,
}: {
  name: string;
  logoUrl?: string | null | undefined;
  size?: 'medium' | 'large';
  inverted?: boolean;
}) {
  const dimension = size === 'large' ? 48 : 32;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      {/* Decorative: the name beside it says the same, so links read "Portico", not "PPortico". */}
      <Avatar
        variant="rounded"
        src={logoUrl ?? undefined}
        alt=""
        aria-hidden
        sx={{
          width: dimension,
          height: dimension,
          bgcolor: inverted ? 'common.white' : 'primary.main',
          color: inverted ? 'primary.main' : 'primary.contrastText',
          fontWeight: 700,
          fontSize: dimension / 2,
        }}
      >
        {name.trim().charAt(0).toUpperCase() || 'P'}
      </Avatar>
      <Typography
        component="span"
        noWrap
        sx={{
          fontWeight: 700,
          fontSize: size === 'large' ? '1.25rem' : '1.05rem',
          letterSpacing: 0.2,
        }}
      >
        {name}
      </Typography>
    </Stack>
  );
}
