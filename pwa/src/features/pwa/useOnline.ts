import { useSyncExternalStore } from 'react';
import { isOnline, onConnectionChange } from '../../lib/connectivity';

/** False while the network does not answer (lib/connectivity: the browser's events and the app's own requests). */
export const useOnline = () => useSyncExternalStore(onConnectionChange, isOnline, () => true);
