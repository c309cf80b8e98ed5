import type { LEGAL_COLUMNS } from "@/components/layout/footer-links";

type LegalId = (typeof LEGAL_COLUMNS)[number]["links"][number]["id"];

/** A short plain-language summary of each policy the footer links to. */
export const LEGAL_SUMMARIES: Record<LegalId, string> = {
  "privacy-policy":
    "We collect the profile details you give us, your activity on Netwise and basic technical data to run the service. We never sell personal data. You can see, correct, export or delete your data at any time.",
  "terms-of-service":
    "By using Netwise you agree to provide accurate information, keep your password secret and use the platform for lawful professional networking. We may suspend accounts that break these terms.",
  "cookie-policy":
    "Netwise uses one essential session cookie to keep you signed in, and local storage for preferences such as the colour theme. We do not use advertising or cross-site tracking cookies.",
  "acceptable-use":
    "No spam, harassment, impersonation, scraping or misleading offers. Share content you have the right to share, and respect other members' time and privacy.",
  "user-agreement":
    "Your account is personal. You own the content you post and give Netwise a licence to display it to the audiences you choose while your account is active.",
  "service-agreement":
    "Orders placed in the services marketplace describe the scope, price and delivery time agreed. Custom quotes are confirmed in writing before any work starts.",
  "data-processing":
    "When Netwise processes personal data on behalf of a business customer, it does so only on documented instructions, with confidentiality, security measures and deletion at the end of the service.",
  licensing:
    "The Netwise name, logo and software are protected. Open-source components are used under their own licences, which are available on request.",
  "community-guidelines":
    "Be professional, be helpful and be honest. Recommend people you know, disclose conflicts of interest and keep discussions constructive.",
  "marketplace-terms":
    "Service providers must describe their offers accurately and deliver what was ordered. Disputes are first handled through our support team.",
  "referral-terms":
    "Referrals must be made in good faith with the consent of the people involved. Automated referral suggestions are recommendations, never obligations.",
  "directory-policy":
    "Business listings must represent real, lawful businesses. Verified badges are granted after review and can be withdrawn if details turn out to be false.",
  security:
    "Passwords are stored with a modern one-way hash, sessions use secure HttpOnly cookies, and all traffic is encrypted in transit.",
  "responsible-disclosure":
    "Found a vulnerability? Write to our security team with the details. We answer within five working days and will not take action against good-faith research.",
  copyright:
    "If you believe content on Netwise infringes your rights, send us a notice identifying the work and the content. We review every notice and remove infringing material.",
  accessibility:
    "Netwise aims to meet WCAG 2.2 AA: keyboard access, visible focus, sufficient contrast and screen-reader labels. Tell us about any barrier you meet.",
};
