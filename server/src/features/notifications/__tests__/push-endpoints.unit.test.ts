import { NOTIFICATION_MESSAGES as NM } from '@postpilot/common';
import { PushEndpointPolicy } from '../push-endpoints';

describe('PushEndpointPolicy', () => {
  const policy = new PushEndpointPolicy([
    { host: 'push.example.com', port: null },
    { host: '*.corp.test', port: 8443 },
    { host: '127.0.0.1', port: 8123 },
    { host: 'push.internal', port: 8080 },
  ]);

  it('takes the hosts PUSH_ENDPOINT_HOSTS adds, on the ports it names', () => {
    expect(policy.problem('https://push.example.com/s/1')).toBeNull();
    expect(policy.problem('https://a.b.corp.test:8443/s/1')).toBeNull();
    expect(policy.problem('http://127.0.0.1:8123/push/1')).toBeNull();
    expect(policy.problem('https://127.0.0.1:8123/push/1')).toBeNull();
    expect(policy.problem('https://push.internal:8080/s')).toBeNull();
  });

  it('refuses other ports, the bare domain of a wildcard, and look-alike hosts', () => {
    expect(policy.problem('https://push.example.com:444/s')).toBe(
      NM.endpointHost('push.example.com:444'),
    );
    expect(policy.problem('https://corp.test:8443/s')).toBe(NM.endpointHost('corp.test:8443'));
    expect(policy.problem('https://a.corp.test/s')).toBe(NM.endpointHost('a.corp.test'));
    expect(policy.problem('https://evilcorp.test:8443/s')).toBe(
      NM.endpointHost('evilcorp.test:8443'),
    );
    expect(policy.problem('http://127.0.0.1:8124/push/1')).toBe(NM.endpointInvalid);
  });

  it('takes plain http only for a localhost or 127.0.0.1 entry', () => {
    expect(policy.problem('http://push.example.com/s')).toBe(NM.endpointInvalid);
    expect(policy.problem('http://push.internal:8080/s')).toBe(NM.endpointInvalid);
  });

  it('takes the browser push services by default, and nothing else', () => {
    const strict = new PushEndpointPolicy([]);
    expect(strict.problem('https://fcm.googleapis.com/fcm/send/x')).toBeNull();
    expect(strict.problem('https://db5p.notify.windows.com/w/?token=x')).toBeNull();
    expect(strict.problem('http://127.0.0.1:8123/push/1')).toBe(NM.endpointInvalid);
    expect(strict.problem('https://push.example.com/s')).toBe(NM.endpointHost('push.example.com'));
  });
});
