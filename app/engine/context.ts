import { createContext, useContext } from 'react';
import type { EngineHandle } from './controller';

export const EngineContext = createContext<EngineHandle | null>(null);

export function useEngine(): EngineHandle {
  const e = useContext(EngineContext);
  if (!e) throw new Error('useEngine outside EngineContext');
  return e;
}
