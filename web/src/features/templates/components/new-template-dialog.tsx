// New template: a name and where to start — a blank page or one of the starter catalogue's
// templates (docs/decisions/questionnaires.md).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  STARTER_TEMPLATES,
  createTemplateSchema,
  type CreateTemplateInput,
  type StarterTemplateKey,
  type TemplateDto,
} from '@portico/common/questionnaires/templates';
import { toast } from '@/lib/toast';
import { TemplateNameDialog } from './template-name-dialog';
import { useCreateTemplate } from '../api/templates';

const STARTS: { key: StarterTemplateKey | 'blank'; name: string; description: string }[] = [
  { key: 'blank', name: 'Blank template', description: 'Start with no sections.' },
  ...STARTER_TEMPLATES,
];

/** Mount it to open it. */
export function NewTemplateDialog(props: {
  onClose: () => void;
  onCreated: (template: TemplateDto) => void;
}) {
  const create = useCreateTemplate();
  const [starter, setStarter] = useState<StarterTemplateKey | 'blank'>('blank');
  const form = useForm<{ name: string }>({
    resolver: yupResolver(createTemplateSchema.pick(['name'])),
    defaultValues: { name: '' },
  });
  const submit = (name: string) => {
    const input: CreateTemplateInput = { name, starter };
    create.mutate(input, {
      onSuccess: (template) => {
        toast.success('Template created');
        props.onCreated(template);
      },
      onError: (error) => toast.error(error),
    });
  };

  return (
    <TemplateNameDialog
      title="New template"
      submitLabel="Create template"
      maxWidth="sm"
      form={form}
      pending={create.isPending}
      onClose={props.onClose}
      onSubmit={submit}
    >
      <FormControl>
        <FormLabel id="new-template-start">Start from</FormLabel>
        <RadioGroup
          aria-labelledby="new-template-start"
          value={starter}
          onChange={(event) => setStarter(event.target.value as typeof starter)}
        >
          {STARTS.map((start) => (
            <FormControlLabel
              key={start.key}
              value={start.key}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.25 } }}
              label={
                <span>
                  <Typography component="span" sx={{ display: 'block' }}>
                    {start.name}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {start.description}
                  </Typography>
                </span>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
    </TemplateNameDialog>
  );
}
