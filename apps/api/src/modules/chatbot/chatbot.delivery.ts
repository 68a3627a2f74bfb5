/**
 * How the chatbot's changes reach open screens. The service calls this port after every write; the routes plug
 * in the real-time server (socket.io rooms per user and per role) when it runs, and nothing otherwise (the
 * screens then poll).
 */
export type ChatbotDelivery = {
  toUsers(userIds: readonly string[], event: string, payload: unknown): void;
  toStaff(event: string, payload: unknown): void;
};

export const noDelivery: ChatbotDelivery = { toUsers() {}, toStaff() {} };
