// The control that answers a question, by its type (spec 2 §3): yes/no, one choice, several
// choices (joined by '&!&'), a date, text with its character limit, a masked password. Typed
// text saves after a pause, a choice sooner (spec 2 §4 "autosave after a debounce").
import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  ANSWER_SEPARATOR,
  BOOLEAN_OPTIONS,
  type EntryFieldDto,
  type QuestionType,
} from '@portico/common/questionnaires/questionnaire-model';

/** Pauses before an answer is sent; the spec gives none (docs/decisions/questionnaires.md). */
export const TEXT_SAVE_DELAY_MS = 800;
export const CHOICE_SAVE_DELAY_MS = 250;

export interface InputProps {
  type: QuestionType | EntryFieldDto['question_type'];
  options: string[];
  value: string;
  onChange: (value: string, delayMs: number) => void;
  disabled: boolean;
  /** The element whose text names the control. */
  labelId: string;
  /** A visible label, for fields inside an entry. */
  label?: string;
  limit?: number | null;
  error?: boolean;
}

function MultipleChoice({ options, value, onChange, disabled, labelId }: InputProps) {
  const chosen = value ? value.split(ANSWER_SEPARATOR) : [];
  const toggle = (option: string, on: boolean) => {
    const next = on ? [...chosen, option] : chosen.filter((c) => c !== option);
    // Kept in the options' order, whatever order they were ticked in.
    onChange(options.filter((o) => next.includes(o)).join(ANSWER_SEPARATOR), CHOICE_SAVE_DELAY_MS);
  };
  return (
    <FormGroup role="group" aria-labelledby={labelId}>
      {options.map((option) => (
        <FormControlLabel
          key={option}
          label={option}
          disabled={disabled}
          control={
            <Checkbox
              checked={chosen.includes(option)}
              onChange={(e) => toggle(option, e.target.checked)}
            />
          }
        />
      ))}
    </FormGroup>
  );
}

function PasswordInput(props: InputProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      fullWidth
      type={shown ? 'text' : 'password'}
      autoComplete="off"
      value={props.value}
      disabled={props.disabled}
      error={props.error}
      label={props.label}
      onChange={(e) => props.onChange(e.target.value, TEXT_SAVE_DELAY_MS)}
      slotProps={{
        htmlInput: {
          'aria-labelledby': props.label ? undefined : props.labelId,
          maxLength: props.limit ?? undefined,
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? 'Hide answer' : 'Show answer'}
                onClick={() => setShown((s) => !s)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export function QuestionInput(props: InputProps) {
  const { type, options, value, onChange, disabled, labelId, label, limit, error } = props;
  const labelling = label ? {} : { 'aria-labelledby': labelId };
  switch (type) {
    case 'boolean':
      return (
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={value}
          onChange={(e) => onChange(e.target.value, CHOICE_SAVE_DELAY_MS)}
        >
          {BOOLEAN_OPTIONS.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              label={option}
              disabled={disabled}
              control={<Radio />}
            />
          ))}
        </RadioGroup>
      );
    case 'select':
      return (
        <TextField
          select
          fullWidth
          value={options.includes(value) ? value : ''}
          disabled={disabled}
          error={error}
          label={label}
          onChange={(e) => onChange(e.target.value, CHOICE_SAVE_DELAY_MS)}
          slotProps={{ select: { displayEmpty: !label, SelectDisplayProps: labelling } }}
          sx={{ maxWidth: 480 }}
        >
          <MenuItem value="">
            <em>Choose one</em>
          </MenuItem>
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'multiple':
      return <MultipleChoice {...props} />;
    case 'date':
      return (
        <TextField
          type="date"
          value={value}
          disabled={disabled}
          error={error}
          label={label}
          onChange={(e) => onChange(e.target.value, TEXT_SAVE_DELAY_MS)}
          slotProps={{ htmlInput: labelling, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        />
      );
    case 'password':
      return <PasswordInput {...props} />;
    default: {
      const multiline = type === 'textarea';
      return (
        <TextField
          fullWidth
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          value={value}
          disabled={disabled}
          error={error}
          label={label}
          onChange={(e) => onChange(e.target.value, TEXT_SAVE_DELAY_MS)}
          helperText={limit && !disabled ? `${value.length}/${limit}` : undefined}
          slotProps={{
            htmlInput: { ...labelling, maxLength: limit ?? undefined },
            formHelperText: { sx: { textAlign: 'right', mx: 0 } },
          }}
        />
      );
    }
  }
}
