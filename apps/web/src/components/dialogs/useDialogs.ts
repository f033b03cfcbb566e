import { useContext } from 'react';
import { DialogsContext, type DialogsApi } from './DialogsContext.ts';

export function useDialogs(): DialogsApi {
  const api = useContext(DialogsContext);
  if (!api) throw new Error('useDialogs() needs a <DialogProvider> above it');
  return api;
}
