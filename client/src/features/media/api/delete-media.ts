import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { brandKitQueryOptions } from './get-brand-kit';
import { mediaQueryOptions } from './list-media';

/** DELETE /api/media/{id}: the file and its row; a brand kit using it as the logo has none after. */
export const deleteMedia = async (id: string) => void (await apiRequest('DELETE', `/api/media/${encodeURIComponent(id)}`));

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: mediaQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: brandKitQueryOptions().queryKey });
    },
  });
}
