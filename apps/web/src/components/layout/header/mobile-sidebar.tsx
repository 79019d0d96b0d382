import { MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { SidebarContent } from '../sidebar/sidebar-content';

/** Below the md breakpoint the sidebar is hidden; this menu button opens it as a sheet. */
export function MobileSidebar() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('sidebar.open')}>
          <MenuIcon aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" closeLabel={t('sidebar.close')} className="p-0 text-sidebar-foreground">
        <SheetTitle className="sr-only">{t('sidebar.title')}</SheetTitle>
        <SheetDescription className="sr-only">{t('sidebar.description')}</SheetDescription>
        <SidebarContent onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
