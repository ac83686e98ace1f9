/** Shown in their place when their code cannot be fetched (offline before the app was stored). */
export function AccountToolsUnavailable() {
  return (
    <p className="text-muted-foreground text-sm">
      Password, devices, export and deletion need a connection the first time. Reconnect to use them.
    </p>
  );
}
