/** The messages pages: the conversation list, and one conversation with a member. */
export const MESSAGES_PATH = "/messages";
export const messagesPath = (memberId: number) => `${MESSAGES_PATH}/${memberId}`;
