import { type BusinessDetail, CONTACT_MESSAGE_MAX } from "@shared/contracts/directory";
import { yearsInBusiness } from "@shared/rules/directory";
import { Globe, Heart, Mail, MapPin, MessageSquare, Phone } from "lucide-react";
import { useState } from "react";
import { TextareaField } from "@/components/forms/text-form-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { parseApiError } from "@/lib/api-request";
import { useAuthDialog } from "@/lib/auth-dialog";
import { useAuth } from "@/lib/auth-provider";
import { toast } from "@/lib/toast";
import { useContactBusiness, useFavorite } from "../../api";

/** Sidebar: contact information, Contact Business, Save to Favorites and Quick Stats. */
export function ContactSidebar({ business }: { business: BusinessDetail }) {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const favorite = useFavorite(business);
  const [isContactOpen, setIsContactOpen] = useState(false);
  const [showDirect, setShowDirect] = useState(false);
  const address = [business.address, business.city, business.state, business.zipCode]
    .filter(Boolean)
    .join(", ");
  const years = yearsInBusiness(business.yearEstablished);

  const handleContact = () => {
    if (user) setIsContactOpen(true);
    else setShowDirect(true);
  };

  const handleFavorite = () => {
    if (!user) {
      openAuthDialog("login");
      return;
    }
    const next = !business.viewer.isFavorite;
    favorite.mutate(next, {
      onSuccess: () =>
        toast({
          title: next ? "Saved to favorites" : "Removed from favorites",
          description: next ? `${business.name} is in your favorites.` : undefined,
          variant: "success",
        }),
      onError: (error) =>
        toast({
          title: "Error",
          description: parseApiError(error).message ?? "Failed to update favorites.",
          variant: "destructive",
        }),
    });
  };

  return (
    <aside className="grid content-start gap-6" aria-label="Contact and stats">
      <Card>
        <CardHeader>
          <CardTitle>Contact Information</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ul className="grid gap-3 text-sm">
            {business.website ? (
              <li className="flex items-start gap-2">
                <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <a
                  href={business.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-all text-primary hover:underline"
                >
                  {business.website.replace(/^https?:\/\//, "")}
                </a>
              </li>
            ) : null}
            {business.email ? (
              <li className="flex items-start gap-2">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <a href={`mailto:${business.email}`} className="break-all text-primary hover:underline">
                  {business.email}
                </a>
              </li>
            ) : null}
            {business.phone ? (
              <li className="flex items-start gap-2">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <a
                  href={`tel:${business.phone.replace(/[^\d+]/g, "")}`}
                  className="text-primary hover:underline"
                >
                  {business.phone}
                </a>
              </li>
            ) : null}
            {address ? (
              <li className="flex items-start gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <span>
                  {address}
                  <br />
                  {business.country}
                </span>
              </li>
            ) : null}
            {!business.website && !business.email && !business.phone && !address ? (
              <li className="text-muted-foreground">No contact details listed.</li>
            ) : null}
          </ul>
          {business.viewer.isOwner ? null : (
            <div className="grid gap-2">
              <Button onClick={handleContact}>
                <MessageSquare aria-hidden="true" />
                Contact Business
              </Button>
              <Button
                variant="outline"
                onClick={handleFavorite}
                disabled={favorite.isPending}
                aria-pressed={user ? business.viewer.isFavorite : undefined}
              >
                <Heart
                  aria-hidden="true"
                  className={business.viewer.isFavorite ? "fill-current text-destructive" : undefined}
                />
                {business.viewer.isFavorite ? "Saved to Favorites" : "Save to Favorites"}
              </Button>
            </div>
          )}
          {showDirect ? (
            <div
              className="grid gap-2 rounded-lg border border-border bg-muted/50 p-3 text-sm"
              role="status"
              data-testid="direct-contact"
            >
              <p className="font-medium">Get in touch directly</p>
              <p>
                Email:{" "}
                {business.email ? (
                  <a href={`mailto:${business.email}`} className="text-primary hover:underline">
                    {business.email}
                  </a>
                ) : (
                  "not listed"
                )}
              </p>
              <p>Phone: {business.phone ?? "not listed"}</p>
              <Button
                variant="link"
                className="h-auto justify-self-start p-0"
                onClick={() => openAuthDialog("login")}
              >
                Sign in to message the owner on Netwise
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Quick Stats</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3 text-sm" data-testid="quick-stats">
            {(
              [
                ["Rating", `${business.averageRating.toFixed(1)}/5`],
                ["Reviews", String(business.reviewCount)],
                ["Profile views", business.viewCount.toLocaleString("en-US")],
                ["Years in business", years === null ? "Not listed" : String(years)],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-lg bg-muted/60 p-3">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="text-lg font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      {user ? (
        <ContactDialog business={business} open={isContactOpen} onOpenChange={setIsContactOpen} />
      ) : null}
    </aside>
  );
}

function ContactDialog({
  business,
  open,
  onOpenChange,
}: {
  business: BusinessDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const contact = useContactBusiness(business);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | undefined>();

  const handleSend = () => {
    if (!message.trim()) {
      setError("Message is required");
      return;
    }
    contact.mutate(message.trim(), {
      onSuccess: () => {
        toast({
          title: "Message sent",
          description: `The owner of ${business.name} will see it in their messages.`,
          variant: "success",
        });
        setMessage("");
        setError(undefined);
        onOpenChange(false);
      },
      onError: (failure) => setError(parseApiError(failure).message ?? "Failed to send message"),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Contact {business.name}</DialogTitle>
          <DialogDescription>
            Your message goes to the owner's Netwise messages, with your name and profile.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            handleSend();
          }}
        >
          <TextareaField
            id="contact-message"
            label="Message"
            error={error}
            rows={5}
            maxLength={CONTACT_MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={contact.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={contact.isPending}>
              {contact.isPending ? "Sending..." : "Send Message"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
