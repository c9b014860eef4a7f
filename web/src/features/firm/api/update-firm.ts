// Saves the firm: update_preferences (the full preferences object) and the firm's details.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FirmDto } from '@portico/common/firm/firm-dto';
import type { FirmDetailsInput } from '@portico/common/firm/firm-settings-schema';
import type { FirmPreferences } from '@portico/common/firm/preferences';
import { api } from '@/lib/api-client';
import { firmKeys } from '@/lib/current-firm';

export const updatePreferences = (preferences: FirmPreferences) =>
  api.put<FirmDto>('/firms/update_preferences', { preferences });

export const updateFirmDetails = (details: FirmDetailsInput) =>
  api.patch<FirmDto>('/firms/current_user_firm', details);

function useFirmMutation<T>(save: (input: T) => Promise<FirmDto>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => client.invalidateQueries({ queryKey: firmKeys.all }),
  });
}

export const useUpdatePreferences = () => useFirmMutation(updatePreferences);
export const useUpdateFirmDetails = () => useFirmMutation(updateFirmDetails);
