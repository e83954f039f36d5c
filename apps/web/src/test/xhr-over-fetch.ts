type Listener = (() => void) | null;

interface ProgressLike {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

function sizeOf(body: unknown): number {
  if (!(body instanceof FormData)) return 0;
  let size = 0;
  for (const [, value] of body.entries()) {
    size += typeof value === 'string' ? value.length : value.size;
  }
  return size;
}

/**
 * An XMLHttpRequest that sends through `fetch`, so uploads with progress (lib/http/upload.ts)
 * meet the same stubbed network as every other call. Half of the bytes count as sent at once
 * and the rest when the answer arrives, so a test can see the progress bar while the stubbed
 * server is still thinking.
 */
export function xhrOverFetch(send: typeof fetch) {
  return class XhrOverFetch {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressLike) => void) | null } = { onprogress: null };
    onload: Listener = null;
    onerror: Listener = null;
    onabort: Listener = null;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private readonly controller = new AbortController();

    open(method: string, url: string): void {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string): void {
      this.headers.set(name, value);
    }

    abort(): void {
      this.controller.abort();
      this.onabort?.();
    }

    send(body?: FormData | string | null): void {
      const total = sizeOf(body);
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: total > 0, loaded, total });
      queueMicrotask(() => progress(total / 2));
      send(this.url, {
        method: this.method,
        headers: this.headers,
        body: body ?? undefined,
        signal: this.controller.signal,
      }).then(
        async (response) => {
          progress(total);
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        },
        () => {
          if (!this.controller.signal.aborted) this.onerror?.();
        },
      );
    }
  };
}
