/** What other parts use of notifications: the bell of the top bar (loaded lazily by the layout). */
export { NotificationBell } from "./components/notification-bell";
