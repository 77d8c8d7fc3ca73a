// Statements no request sends: the dispatcher's periodic sweep and prune of the change log, and the outgoing webhooks'
// worker looking for due deliveries and unread changes on its own timer. Tests that count a request's statements
// leave them out (on PGlite every statement goes through the one handle the tests watch).
export const isBackgroundStatement = (sqlText: string): boolean =>
  /log_dispatch|^\s*delete from change_log|webhook_endpoints|outgoing_deliveries|webhook_log_positions/.test(sqlText);
