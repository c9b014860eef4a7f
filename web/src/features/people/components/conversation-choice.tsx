// "How to Manage the Conversation?" (spec 3 §4) when an owner joins or leaves an entity: move the
// entity's conversations with the owners, or archive them and start a new one with the owners as
// they will be.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  MANAGE_CONVERSATION,
  type ConversationChoice as Choice,
} from '@portico/common/people/owners';

export function ConversationChoice(props: {
  /** The owner who joins or leaves. */
  name: string;
  change: 'add' | 'remove';
  value: Choice;
  onChange: (choice: Choice) => void;
}) {
  return (
    <FormControl sx={{ mt: 2 }}>
      <FormLabel id="conversation-choice">{MANAGE_CONVERSATION}</FormLabel>
      <RadioGroup
        aria-labelledby="conversation-choice"
        value={props.value}
        onChange={(_e, value) => props.onChange(value as Choice)}
      >
        <FormControlLabel
          value="move"
          control={<Radio />}
          label={
            props.change === 'add'
              ? `Add ${props.name} to the current conversation, with its earlier messages`
              : `Remove ${props.name} from the current conversation`
          }
        />
        <FormControlLabel
          value="new"
          control={<Radio />}
          label="Start a new conversation with the owners (the current one is archived)"
        />
      </RadioGroup>
    </FormControl>
  );
}
