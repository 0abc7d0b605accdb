// The API reference pages: one component per file in this folder.
export { ApiReferencePage } from './ApiReferencePage.tsx';
export { ApiOperationDetails } from './ApiOperationDetails.tsx';
