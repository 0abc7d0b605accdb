// Azure: storage account keys in connection strings (`AccountKey=`, 64 bytes
// in base 64), Service Bus / Event Hubs / IoT keys (`SharedAccessKey=`, 32
// bytes), and Entra ID (Azure AD) client secrets, whose fourth to sixth
// characters are a digit and `Q~` (the format since 2022).
import { looksRandom } from './entropy.ts';
import { regexCandidates, type SecretCandidate, type SecretDetector } from './detector.ts';

const ACCOUNT_KEY = /AccountKey=(?<secret>[A-Za-z0-9+/]{86}==)/g;
const SHARED_ACCESS_KEY = /SharedAccessKey=(?<secret>[A-Za-z0-9+/]{43}=)/g;
const CLIENT_SECRET = /(?<![\w~.-])[\w~.-]{3}\dQ~[\w~.-]{31,34}(?![\w~.-])/g;

export const azure: SecretDetector = {
  kind: 'azure',
  title: 'Azure key',
  placeholder: '<AZURE_STORAGE_KEY>',
  trigger: 'AccountKey=|SharedAccessKey=|Q~',
  *find(text): Iterable<SecretCandidate> {
    yield* regexCandidates(
      text,
      ACCOUNT_KEY,
      (key) => looksRandom(key, 4.5),
      () => 'AccountKey=',
    );
    yield* regexCandidates(
      text,
      SHARED_ACCESS_KEY,
      (key) => looksRandom(key, 4),
      () => 'SharedAccessKey=',
    );
    yield* regexCandidates(text, CLIENT_SECRET, (secret) => /[0-9]/.test(secret) && /[A-Za-z]/.test(secret) && looksRandom(secret, 3.8));
  },
};
