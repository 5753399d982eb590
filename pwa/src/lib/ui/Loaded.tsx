import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LoadState } from '../useApi';

/** A spinner while loading, a red alert with the server's message on failure, else the content. */
export function Loaded<T>({ state, children }: { state: LoadState<T>; children: (data: T) => ReactNode }) {
  if (state.status === 'loading') {
    return (
      <Center py="xl">
        <Loader aria-label="Načítání" />
      </Center>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert color="red" variant="light" role="alert" my="md">
        {state.message}
      </Alert>
    );
  }
  return <>{children(state.data)}</>;
}
