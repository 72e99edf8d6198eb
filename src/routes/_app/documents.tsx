import { createFileRoute } from '@tanstack/react-router';
import { DocumentUnitsScreen } from '../../features/documents/DocumentUnitsScreen';

/** /documents (spec 3): the document vault's unit picker. */
export const Route = createFileRoute('/_app/documents')({ component: DocumentUnitsScreen });
