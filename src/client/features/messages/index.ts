/** What other features use of messages: links that start a conversation, the dashboard's tab and list, the top bar's link. */
export { ConversationList } from "./components/conversation-list";
export { MessageLink, MessageMemberLink } from "./components/message-member-link";
export { MessagesTab } from "./components/messages-tab";
export { MessagingLink } from "./components/messaging-link";
export { MESSAGES_PATH } from "./messages-paths";
