import { createContext, useContext } from 'react';

const CurrentPathContext = createContext<string>('/');

/** Provides the path of the page being rendered or hydrated (there is no client-side router). */
export const CurrentPath = CurrentPathContext.Provider;

/** The path of the page being rendered or hydrated. */
export function useCurrentPath(): string {
  return useContext(CurrentPathContext);
}
