// The signatures or payments cell of the Deliver table: done of asked, and a tooltip that says
// what is still missing (spec 3 §9's words, from the server's summary).
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ProgressSummary } from '@portico/common/tax-returns/tax-return-model';

export function ProgressCell({ progress, label }: { progress: ProgressSummary; label: string }) {
  const { done, total, tooltip } = progress;
  const complete = total > 0 && done === total;
  return (
    <Tooltip
      title={
        <Box>
          <Typography variant="body2">{tooltip.title}</Typography>
          {tooltip.lines.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {tooltip.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          )}
        </Box>
      }
    >
      <Typography
        component="span"
        tabIndex={0}
        aria-label={`${label}: ${done} of ${total}. ${tooltip.title} ${tooltip.lines.join(', ')}`.trim()}
        sx={{
          color: total === 0 ? 'text.secondary' : complete ? 'success.main' : 'text.primary',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {total === 0 ? '—' : `${done}/${total}`}
      </Typography>
    </Tooltip>
  );
}
