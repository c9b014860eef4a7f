// The centred card on the firm-coloured band that every sign-in, set-up and template screen uses.
import { useLayoutEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { BrandMark } from '@/components/brand-mark';
import { dismissBootScreen } from '@/lib/boot-screen';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  // Any other card than the sign-in form's (which takes the painted screen over first) replaces it.
  useLayoutEffect(dismissBootScreen, []);
  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'center',
        px: 2,
        pt: { xs: 6, sm: 12 },
        pb: 4,
        // A band of the firm colour behind the top of the card.
        background: `linear-gradient(180deg, ${theme.palette.primary.dark} 0, ${theme.palette.primary.main} 300px, ${theme.palette.background.default} 300px)`,
      })}
    >
      <Box sx={{ width: '100%', maxWidth: 440 }}>
        <Box sx={{ color: 'common.white', mb: 3, display: 'flex', justifyContent: 'center' }}>
          <BrandMark name="Portico" size="large" inverted />
        </Box>
        <Card
          elevation={0}
          sx={{ borderRadius: 3, boxShadow: '0 12px 40px rgba(15, 23, 42, 0.14)' }}
        >
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                {subtitle}
              </Typography>
            )}
            {children}
          </CardContent>
        </Card>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
          Trouble signing in?{' '}
          <Link component={RouterLink} to={paths.help.getHref()} underline="hover">
            Get help
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
