// The staff entity chooser (spec 1 §2): the 10 newest entities, or the first 10 matching the search,
// which is debounced 300 ms (spec 1 §9). The entity view's Go to entity, and the vault's Move or
// copy to another entity.
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EntitySummaryDto } from '@portico/common/people/entity-dto';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export const CHOOSER_DEBOUNCE_MS = 300;

/** An entity as the chooser shows it. */
export type ChosenEntity = Pick<EntitySummaryDto, 'id' | 'hash_id' | 'name' | 'entity_type'>;

// Under the entities' query root, so any change to entities refreshes it.
const useEntityChoices = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: [...queryRoots.companies, 'chooser', search],
    queryFn: async () =>
      (await api.get<{ entities: EntitySummaryDto[] }>('/v2/entities', { search })).entities,
    enabled,
    placeholderData: keepPreviousData,
  });

export function EntityChooser(props: {
  onChoose: (company: ChosenEntity) => void;
  label?: string;
  /** The chosen entity, when the chooser keeps it (otherwise it is a way to go somewhere). */
  value?: ChosenEntity;
  fullWidth?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState(props.value?.name ?? '');
  const search = useDebouncedValue(input, CHOOSER_DEBOUNCE_MS);
  // While the chosen name stands in the box, offer the newest entities, not only that one.
  const results = useEntityChoices(search === props.value?.name ? '' : search, open);
  const options: ChosenEntity[] = results.data ?? [];
  return (
    <Autocomplete<ChosenEntity, false, boolean>
      size="small"
      sx={{ width: props.fullWidth ? '100%' : { xs: '100%', sm: 300 } }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={
        props.value && !options.some((c) => c.id === props.value!.id)
          ? [props.value, ...options]
          : options
      }
      loading={results.isFetching}
      // The server filters; show what it answered.
      filterOptions={(options) => options}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={({ key, ...optionProps }, c) => (
        <li key={key} {...optionProps}>
          {c.name} · {c.entity_type}
        </li>
      )}
      {...(props.value ? { value: props.value, disableClearable: true } : {})}
      inputValue={input}
      onInputChange={(_e, value) => setInput(value)}
      onChange={(_e, value) => value && props.onChoose(value)}
      noOptionsText={results.isError ? "Couldn't load entities" : 'No entities found'}
      renderInput={(params) => <TextField {...params} label={props.label ?? 'Go to entity'} />}
    />
  );
}
