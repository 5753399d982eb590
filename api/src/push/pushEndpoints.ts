// A subscription's endpoint is a URL the shop will POST to: without a rule it is a door into the
// shop's own network (SSRF). Production sends only to the browsers' push services over https;
// elsewhere also to loopback, where the stand-in (dev/pushStandIn.ts) and the tests listen.
import { pushMessages } from '@contract/push';
import { InvalidInput } from '../domainErrors';

/** The push services' hosts: exact names, or suffixes after a dot. */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com'];
const PUSH_SERVICE_DOMAINS = ['.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

const isPushService = (host: string) => PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain));
const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);

/** Refuses (400, Czech) an endpoint the shop must not send to; answers it as a URL otherwise. */
export function safePushEndpoint(endpoint: string, production: boolean): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new InvalidInput(pushMessages.endpoint);
  }
  if (url.username || url.password) throw new InvalidInput(pushMessages.endpointNotAllowed);
  const host = url.hostname.toLowerCase();
  const pushService = url.protocol === 'https:' && url.port === '' && isPushService(host);
  const local = !production && (url.protocol === 'http:' || url.protocol === 'https:') && isLoopback(host);
  if (!pushService && !local) throw new InvalidInput(pushMessages.endpointNotAllowed);
  return url;
}
