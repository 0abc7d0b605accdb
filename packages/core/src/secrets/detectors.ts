// The built-in detectors, most specific first: where two matches overlap
// (a GitHub token inside an Authorization header, a service account's key
// that is also a PEM key), the one listed first is reported.
import type { SecretDetector } from './detector.ts';
import { ctfdToken } from './ctfd-token.ts';
import { github } from './github.ts';
import { gitlab } from './gitlab.ts';
import { npm } from './npm.ts';
import { slack } from './slack.ts';
import { aws } from './aws.ts';
import { gcp } from './gcp.ts';
import { azure } from './azure.ts';
import { privateKey } from './private-key.ts';
import { jwt } from './jwt.ts';
import { authorizationHeader } from './authorization-header.ts';

export const BUILT_IN_DETECTORS: readonly SecretDetector[] = [ctfdToken, github, gitlab, npm, slack, aws, gcp, azure, privateKey, jwt, authorizationHeader];

export const BUILT_IN_KINDS: readonly string[] = BUILT_IN_DETECTORS.map((d) => d.kind);
