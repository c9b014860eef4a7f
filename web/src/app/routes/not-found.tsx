// Any path not in the route map.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <Box
      sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 2 }}
    >
      <Box>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          Page not found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The page you are looking for does not exist.
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
          Go to the home page
        </Button>
      </Box>
    </Box>
  );
}
