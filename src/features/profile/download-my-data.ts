import { API } from '../../contract/api-paths';
import { requestFailedMessage } from '../../i18n/en/errors';
import { accessToken, ApiError, apiUrl, OfflineError, refreshSession } from '../../sync/transport';

/** The name the saved file gets (the server's Content-Disposition says the same). */
export const MY_DATA_FILE_NAME = 'my-data.json';

async function requestMyData(token: string | undefined): Promise<Response> {
  try {
    return await fetch(apiUrl(API.myData), { headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  } catch {
    throw new OfflineError();
  }
}

/**
 * Online-only (POPIA): fetches everything the server holds about the signed-in user as a JSON
 * file (their associates included) with the session's token, refreshing it once on a 401, and
 * answers the file's bytes as a JSON Blob. The bytes are kept as the server sent them.
 */
export async function fetchMyData(): Promise<Blob> {
  const token = await accessToken();
  let response = await requestMyData(token);
  if (response.status === 401 && token) {
    const fresh = await refreshSession(token).catch((error: unknown) => {
      if (error instanceof OfflineError) throw error;
      return undefined;
    });
    if (fresh && fresh.accessToken !== token) response = await requestMyData(fresh.accessToken);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { errorCode?: unknown; errorDescription?: unknown } | undefined;
    const message = typeof body?.errorDescription === 'string' ? body.errorDescription : requestFailedMessage(response.status);
    throw new ApiError(response.status, typeof body?.errorCode === 'string' ? body.errorCode : `http-${response.status}`, message, body);
  }
  const bytes = await response.arrayBuffer();
  return new Blob([bytes], { type: 'application/json' });
}

/** Hands the file to the browser's download (an object URL on a temporary link with `download`). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is released once the browser has read it.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** 'Download my data' on /profile: fetch, then save as my-data.json. */
export async function downloadMyData(): Promise<void> {
  saveFile(await fetchMyData(), MY_DATA_FILE_NAME);
}
