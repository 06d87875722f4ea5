import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** Whether the wide screen's navigation is hidden; remembered in this browser across visits. */
export function useNavCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => readStorage('localStorage', STORAGE_KEYS.studioNavCollapsed) === 'true');
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      writeStorage('localStorage', STORAGE_KEYS.studioNavCollapsed, String(!was));
      return !was;
    });
  }, []);
  return [collapsed, toggle];
}
