import { expect, test } from 'vitest';
import { isKnownPushServiceEndpoint } from './push-services';

test('the endpoints browsers are given by their push services are known', () => {
  for (const endpoint of [
    'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx',
    'https://fcm.googleapis.com/wp/dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABmXyZ',
    'https://push.services.mozilla.com/wpush/v1/gAAAAABmXyZ',
    'https://web.push.apple.com/QGuQyavXutnMGUH4Sx-ZwFiE3oGF',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD%2bqlx8',
    'https://fcm.googleapis.com:443/fcm/send/abc',
    'https://FCM.GoogleAPIs.com/fcm/send/abc',
  ]) {
    expect(isKnownPushServiceEndpoint(endpoint), endpoint).toBe(true);
  }
});

test('look-alike hosts, other ports, plain http and credentials are not known', () => {
  for (const endpoint of [
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://fcm.googleapis.com:80/fcm/send/abc',
    'https://user@fcm.googleapis.com/fcm/send/abc',
    'https://user:pass@fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com@attacker.test/fcm/send/abc',
    'https://fcm.googleapis.com.attacker.test/fcm/send/abc',
    'https://attacker.test/fcm.googleapis.com',
    'https://attacker.test/?fcm.googleapis.com',
    'https://attacker.test#@fcm.googleapis.com',
    'https://evil-push.apple.com.attacker.net/x',
    'https://xpush.apple.com/x',
    'https://push.apple.com/x',
    'https://push.apple.com./x',
    'https://web.push.apple.com./x',
    'https://fcm.googleapis.com./x',
    'https://a..push.apple.com/x',
    'https://notify.windows.com/x',
    'https://xnotify.windows.com/x',
    'https://services.mozilla.com/x',
    'https://evil.push.services.mozilla.com/x',
    'https://android.googleapis.com/gcm/send/abc',
    'https://googleapis.com/x',
    'https://fcm.googleapis.co/x',
    'https://fcm.gооgleapis.com/x', // Cyrillic o: a different host once normalised to punycode
    'https://127.0.0.1/x',
    'https://2130706433/x',
    'https://[::1]/x',
    'wss://fcm.googleapis.com/x',
    'fcm.googleapis.com/fcm/send/abc',
    'not a url',
    '',
  ]) {
    expect(isKnownPushServiceEndpoint(endpoint), endpoint).toBe(false);
  }
});
