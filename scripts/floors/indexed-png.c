// Floor of issue 16's PNG step: the 256x192 colormap picture as 8-bit indices (depth scaled over the map's
// range, filter byte 0 per row), compressed to a zlib stream by libdeflate at level 1 — the IDAT alone.
#include <libdeflate.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
static double cpu(void){struct timespec t;clock_gettime(CLOCK_PROCESS_CPUTIME_ID,&t);return t.tv_sec+t.tv_nsec*1e-9;}
int main(int argc,char**argv){
  DIR*d=opendir(argv[1]); struct dirent*e; int n=0; char path[4096]; const int W=256,H=192;
  static unsigned char rows[2000][(256+1)*192]; static unsigned char gz[1<<20]; static float depth[256*192];
  struct libdeflate_decompressor*dc=libdeflate_alloc_decompressor();
  while((e=readdir(d))&&n<2000){ if(!strstr(e->d_name,".gz"))continue; snprintf(path,sizeof path,"%s/%s",argv[1],e->d_name);
    FILE*f=fopen(path,"rb"); size_t l=fread(gz,1,sizeof gz,f); fclose(f); size_t got;
    if(libdeflate_gzip_decompress(dc,gz,l,depth,sizeof depth,&got)!=0||got!=sizeof depth){fprintf(stderr,"skip %s\n",e->d_name);continue;}
    float lo=1e9,hi=-1e9; for(int i=0;i<W*H;i++){if(depth[i]<lo)lo=depth[i]; if(depth[i]>hi)hi=depth[i];}
    for(int y=0;y<H;y++){ rows[n][y*(W+1)]=0; for(int x=0;x<W;x++){ float v=(depth[y*W+x]-lo)/(hi-lo); rows[n][y*(W+1)+1+x]=(unsigned char)(v*255.0f); } }
    n++; }
  int level=atoi(argc>2?argv[2]:"1"); struct libdeflate_compressor*c=libdeflate_alloc_compressor(level);
  static unsigned char out[1<<20]; double best=1e9,bestCpu=1e9; size_t bytes=0;
  for(int r=0;r<5;r++){ double t0=now(),c0=cpu(); bytes=0; for(int i=0;i<n;i++) bytes+=libdeflate_zlib_compress(c,rows[i],(W+1)*H,out,sizeof out);
    double t=now()-t0,u=cpu()-c0; if(t<best)best=t; if(u<bestCpu)bestCpu=u; }
  printf("%d maps: libdeflate level %d zlib of the indexed rows, best of 5: %.3f ms per map, %.1f KB each, %.3f CPU ms per map\n",n,level,best*1e3/n,bytes/1024.0/n,bestCpu*1e3/n);
  return 0; }
