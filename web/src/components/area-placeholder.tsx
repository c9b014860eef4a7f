// The page for a route whose area is not built yet: its title and an honest empty state.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';

export function AreaPlaceholder({ title }: { title: string }) {
  return (
    <Box component="section" aria-labelledby="area-title">
      <Typography id="area-title" variant="h1" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 4, sm: 6 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1.5,
        }}
      >
        <ConstructionOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
        <Typography variant="body1" color="text.secondary">
          This area isn&apos;t available yet.
        </Typography>
      </Paper>
    </Box>
  );
}
