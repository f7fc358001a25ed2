/** Full page reload, behind a function so that tests can observe it instead of reloading the test DOM. */
export const page = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
