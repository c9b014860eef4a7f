// Move up and Move down for one item of an ordered list (a section, a question): the keyboard's
// way to do what dragging does.
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';

export function MoveButtons(props: {
  /** What moves, for the buttons' names: 'Move {name} up'. */
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  size?: 'small' | 'medium';
}) {
  const { name, index, count, onMove, size = 'medium' } = props;
  const buttons = [
    { label: 'up', to: index - 1, disabled: index === 0, Icon: ArrowUpward },
    { label: 'down', to: index + 1, disabled: index >= count - 1, Icon: ArrowDownward },
  ];
  return (
    <>
      {buttons.map(({ label, to, disabled, Icon }) => (
        <Tooltip key={label} title={`Move ${label}`}>
          <span>
            <IconButton
              size={size}
              aria-label={`Move ${name} ${label}`}
              disabled={disabled}
              onClick={() => onMove(to)}
            >
              <Icon fontSize={size} />
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </>
  );
}
