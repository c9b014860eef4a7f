// An activity's type as a coloured chip (spec 3 §10: 2 green; 3, 5 and 7 blue; 4 orange; 8 teal;
// others gray), in the theme's readable shades.
import Chip from '@mui/material/Chip';
import {
  activityColor,
  activityTypeLabel,
  type ActivityColor,
} from '@portico/common/activity/activity-logs';

const CHIP_COLOR: Record<
  Exclude<ActivityColor, 'teal'>,
  'success' | 'info' | 'warning' | 'default'
> = { green: 'success', blue: 'info', orange: 'warning', gray: 'default' };

export function ActivityTypeChip({ typeId }: { typeId: number }) {
  const color = activityColor(typeId);
  const label = activityTypeLabel(typeId);
  if (color === 'teal')
    return <Chip size="small" label={label} sx={{ bgcolor: '#00695c', color: '#ffffff' }} />;
  return <Chip size="small" label={label} color={CHIP_COLOR[color]} />;
}
