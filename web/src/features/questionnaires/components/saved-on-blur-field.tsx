// A text field that saves when it loses focus (or on Enter); an empty required value, or one the
// server refuses, goes back to what it was (spec 2 §8: rollover edit failures revert).
import { useState } from 'react';
import TextField from '@mui/material/TextField';

/** A text saved when it loses focus; an empty or refused one goes back to what it was. */
export function SavedOnBlurField(props: {
  label: string;
  value: string;
  required?: boolean;
  onSave: (value: string) => Promise<unknown>;
}) {
  const [text, setText] = useState(props.value);
  const save = () => {
    const next = text.trim();
    if (next === props.value) return setText(props.value);
    if (props.required && !next) return setText(props.value);
    props.onSave(next).catch(() => setText(props.value));
  };
  return (
    <TextField
      size="small"
      fullWidth
      label={props.label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={save}
      onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
    />
  );
}
